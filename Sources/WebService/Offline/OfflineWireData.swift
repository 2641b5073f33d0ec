/// The embedded data set's raw text: API responses in the wire format, compiled into the binary.
///
/// Being Swift string literals rather than bundle resources, the data travels
/// with the executable wherever it is copied. Each capture's questions and
/// answers live in `Data/`, one file a document. They are public for the
/// fake API in `Tools/`, which replays them over HTTP as the live API would.
public enum OfflineWireData {}
