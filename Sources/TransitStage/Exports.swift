// Transit's stage host is used together with the stage it plays on: importing it brings
// the UIKit twin along, as importing TransitUIKit comes with UIKit at hand.
@_exported import StageKit
