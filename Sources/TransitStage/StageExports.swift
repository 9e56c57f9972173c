// Transit's stage host is used together with the stage it plays on: importing it brings
// the UIKit twin along, as importing TransitUIKit comes with UIKit at hand. Foundation is
// exported to the host's own files too, which spell its names without importing it, as
// UIKit brings it there.
@_exported import Foundation
@_exported import StageKit
