import CZlib
import TransitStage
