import Foundation

/// Wraps bytes in the gzip format, as the Stack Exchange API sends its responses.
///
/// It stores the bytes without compressing them (deflate's "stored" blocks),
/// which every gzip reader accepts: enough to prove the client inflates
/// gzip, with no compression library needed.
public enum Gzip {
    /// `data` as a gzip member: header, stored deflate blocks, CRC-32 and length.
    public static func wrap(_ data: Data) -> Data {
        var output = Data([0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF])
        let bytes = [UInt8](data)
        var offset = 0
        repeat {
            let length = min(65_535, bytes.count - offset)
            let isLast = offset + length == bytes.count
            output.append(isLast ? 0x01 : 0x00)
            output.append(contentsOf: littleEndian(UInt16(length)))
            output.append(contentsOf: littleEndian(~UInt16(length)))
            output.append(contentsOf: bytes[offset..<(offset + length)])
            offset += length
        } while offset < bytes.count
        output.append(contentsOf: littleEndian(crc32(bytes)))
        output.append(contentsOf: littleEndian(UInt32(truncatingIfNeeded: bytes.count)))
        return output
    }

    private static func littleEndian<Integer: FixedWidthInteger>(_ value: Integer) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian, Array.init)
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }
}
