/// The twin of `UITabBarController`. (Being written.)
@MainActor
open class StageTabBarController: StageViewController {}
