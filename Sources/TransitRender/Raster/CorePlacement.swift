import Foundation

/// Which core a thread runs on, and moving a thread off one, where the system allows it
/// (Linux): what a ``BandCrew`` helper needs when the scheduler has placed it on the core
/// of the thread it is meant to help.
///
/// Linux wakes a thread on the waker's core when it judges the others busy, and then may
/// leave it there for milliseconds, longer than a frame takes: the helper would only take
/// turns with the caller. A helper that finds itself there moves to the other cores by
/// setting its own affinity (the process's cores but that one); it moves at once.
///
/// `sched_getcpu` and `pthread_setaffinity_np` are GNU extensions that Swift's Glibc module
/// does not declare, so they are looked up at run time; where they are missing (other
/// systems), ``init()`` gives `nil` and helpers are placed by the scheduler alone. Nothing
/// here changes what is painted, only which thread paints a band.
struct CorePlacement {
  private typealias CurrentCore = @convention(c) () -> Int32
  private typealias Affinity = @convention(c) (pthread_t, Int, UnsafeRawPointer) -> Int32
  private typealias ReadAffinity =
    @convention(c) (pthread_t, Int, UnsafeMutableRawPointer) -> Int32

  /// The size of a `cpu_set_t`: 1,024 cores, one bit each.
  private static let setSize = 128

  private let currentCore: CurrentCore
  private let setAffinity: Affinity
  /// The cores the thread that made this may run on, when it made it.
  private let allowed: [UInt8]

  /// The calls, looked up, and the cores the calling thread may run on; `nil` where the
  /// system lacks the calls or the thread may run on a single core.
  init?() {
    #if os(Linux)
      guard let current = dlsym(nil, "sched_getcpu"),
        let set = dlsym(nil, "pthread_setaffinity_np"),
        let get = dlsym(nil, "pthread_getaffinity_np")
      else { return nil }
      currentCore = unsafeBitCast(current, to: CurrentCore.self)
      setAffinity = unsafeBitCast(set, to: Affinity.self)
      let read = unsafeBitCast(get, to: ReadAffinity.self)
      var cores = [UInt8](repeating: 0, count: Self.setSize)
      let status = cores.withUnsafeMutableBytes {
        read(pthread_self(), Self.setSize, $0.baseAddress!)
      }
      guard status == 0, cores.reduce(0, { $0 + $1.nonzeroBitCount }) > 1 else { return nil }
      allowed = cores
    #else
      return nil
    #endif
  }

  /// The core the calling thread runs on now, or `nil` when the system does not say.
  func current() -> Int? {
    let core = Int(currentCore())
    return core >= 0 && core < Self.setSize * 8 ? core : nil
  }

  /// Moves the calling thread off `core`, onto the other cores it may run on.
  ///
  /// - Returns: Whether it moved.
  func leave(_ core: Int) -> Bool {
    var cores = allowed
    cores[core / 8] &= ~(1 << UInt8(core % 8))
    guard cores.contains(where: { $0 != 0 }) else { return false }
    return cores.withUnsafeBytes { setAffinity(pthread_self(), Self.setSize, $0.baseAddress!) }
      == 0
  }
}
