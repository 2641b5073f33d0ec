import Foundation

/// The transport live mode sends its requests through, on each platform's terms; the seam stays one
/// protocol, `HTTPTransport`.
///
/// On Linux, URLSession lives in FoundationNetworking, which brings libcurl
/// and the TLS libraries into a start-up: so its code is a library of its
/// own, opened only now (`LibraryTransport`). On macOS, URLSession is part of
/// Foundation, loaded already, and is used in-process (`URLSessionTransport`).
public enum LiveTransport {
    /// Why live mode's transport could not be made, in one line.
    public struct OpenError: Error, Hashable {
        /// What went wrong and what is needed, for the error line.
        public var message: String

        /// An error that says `message`.
        public init(message: String) {
            self.message = message
        }
    }

    /// A new transport for live mode, with a session of its own.
    public static func open() throws(OpenError) -> any HTTPTransport {
        #if os(Linux)
            LibraryTransport(
                library: try LiveNetworkingLibrary.open(in: LiveNetworkingLibrary.executableDirectory))
        #elseif os(macOS)
            URLSessionTransport()
        #endif
    }
}
