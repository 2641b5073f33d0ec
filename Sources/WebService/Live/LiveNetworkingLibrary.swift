#if os(Linux)
    import Foundation
    import NetworkingABI

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Opens the live networking library (Sources/LiveNetworking) and finds its entry points.
    ///
    /// Live mode sends its requests with URLSession, which on Linux lives in
    /// FoundationNetworking and brings libcurl and the TLS libraries: some thirty
    /// libraries whose loading was most of an offline start (docs/PERFORMANCE.md).
    /// So that code is a library of its own, opened with dlopen when live mode
    /// begins and never closed (unloading Swift code is not safe); an offline
    /// run never maps any of it. Only C types cross (include/QuestionsNetworking.h).
    public struct LiveNetworkingLibrary: Sendable {
        /// The library's file name; SwiftPM builds it beside `questions`.
        public static let fileName = "LiveNetworking"

        let open: QuestionsNetworkingOpen
        let get: QuestionsNetworkingGet
        let cancel: QuestionsNetworkingCancel
        let close: QuestionsNetworkingClose

        /// Opens the library in `directory` and finds its four entry points.
        public static func open(in directory: String) throws(LiveTransport.OpenError) -> LiveNetworkingLibrary
        {
            let path = directory + "/" + fileName
            guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
                let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
                throw LiveTransport.OpenError(
                    message:
                        "live mode needs \(fileName) beside the executable, and it could not be opened: \(reason)"
                )
            }
            guard let open = dlsym(handle, "questions_networking_open"),
                let get = dlsym(handle, "questions_networking_get"),
                let cancel = dlsym(handle, "questions_networking_cancel"),
                let close = dlsym(handle, "questions_networking_close")
            else {
                throw LiveTransport.OpenError(
                    message: "\(path) is not the live networking library: an entry point is missing")
            }
            return LiveNetworkingLibrary(
                open: unsafeBitCast(open, to: QuestionsNetworkingOpen.self),
                get: unsafeBitCast(get, to: QuestionsNetworkingGet.self),
                cancel: unsafeBitCast(cancel, to: QuestionsNetworkingCancel.self),
                close: unsafeBitCast(close, to: QuestionsNetworkingClose.self))
        }

        /// The directory of the running executable, where SwiftPM puts the library beside `questions`.
        public static var executableDirectory: String {
            let path =
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments.first ?? "."
            return URL(fileURLWithPath: path).deletingLastPathComponent().path
        }
    }
#endif
