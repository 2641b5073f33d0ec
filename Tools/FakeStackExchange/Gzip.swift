import Foundation

/// Wraps bytes in the gzip format, as the Stack Exchange API sends its responses.
///
/// `wrap` stores the bytes without compressing them (deflate's "stored"
/// blocks), which every gzip reader accepts: enough to prove the client
/// inflates gzip, with no compression library needed. `zeros` compresses
/// one kind of body for real, a run of zero bytes, to make a gzip bomb: a
/// small body that inflates to a huge one.
public enum Gzip {
    /// `data` as a gzip member: header, stored deflate blocks, CRC-32 and length.
    public static func wrap(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var deflated: [UInt8] = []
        var offset = 0
        repeat {
            let length = min(65_535, bytes.count - offset)
            let isLast = offset + length == bytes.count
            deflated.append(isLast ? 0x01 : 0x00)
            deflated.append(contentsOf: littleEndian(UInt16(length)))
            deflated.append(contentsOf: littleEndian(~UInt16(length)))
            deflated.append(contentsOf: bytes[offset..<(offset + length)])
            offset += length
        } while offset < bytes.count
        return member(deflated: deflated, crc: crc32(bytes), length: bytes.count)
    }

    /// `count` zero bytes as a gzip member about 160 times smaller: one block of deflate's fixed codes, a
    /// literal zero, then runs of 258 bytes each copied from one byte back (a length code and a distance of
    /// 1, 13 bits a run).
    public static func zeros(count: Int) -> Data {
        var bits = BitWriter()
        bits.write(1, count: 1)  // the last block
        bits.write(1, count: 2)  // fixed Huffman codes
        var left = count
        if left > 0 {
            bits.writeCode(0x30, length: 8)  // the literal 0
            left -= 1
        }
        while left >= 258 {
            bits.writeCode(0xC5, length: 8)  // length code 285: 258 bytes, no extra bits
            bits.writeCode(0, length: 5)  // distance code 0: one byte back
            left -= 258
        }
        for _ in 0..<left { bits.writeCode(0x30, length: 8) }
        bits.writeCode(0, length: 7)  // end of block
        return member(deflated: bits.bytes, crc: crc32(zeros: count), length: count)
    }

    private static func member(deflated: [UInt8], crc: UInt32, length: Int) -> Data {
        var output = Data([0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF])
        output.append(contentsOf: deflated)
        output.append(contentsOf: littleEndian(crc))
        output.append(contentsOf: littleEndian(UInt32(truncatingIfNeeded: length)))
        return output
    }

    /// Deflate's bit order: values from their lowest bit, Huffman codes from their highest.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var used = 8

        mutating func write(_ value: Int, count: Int) {
            for bit in 0..<count { append(value >> bit & 1) }
        }

        mutating func writeCode(_ code: Int, length: Int) {
            for bit in (0..<length).reversed() { append(code >> bit & 1) }
        }

        private mutating func append(_ bit: Int) {
            if used == 8 {
                bytes.append(0)
                used = 0
            }
            bytes[bytes.count - 1] |= UInt8(bit) << used
            used += 1
        }
    }

    private static func littleEndian<Integer: FixedWidthInteger>(_ value: Integer) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian, Array.init)
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var crc = UInt32(index)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        return crc
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }

    /// The CRC-32 of `count` zero bytes in about a thousand steps rather than `count`, so that a test making
    /// a bomb of sixteen mebibytes does not hold a thread for seconds (under a sanitizer, for minutes).
    ///
    /// Running one zero byte through the register is a linear map on its 32
    /// bits, so `count` of them is that map's `count`-th power, found by
    /// squaring, as zlib's `crc32_combine` does.
    private static func crc32(zeros count: Int) -> UInt32 {
        // Column i of a map is where it sends bit i.
        var step = (0..<32).map { bit in
            let register = UInt32(1) << bit
            return crcTable[Int(register & 0xFF)] ^ (register >> 8)
        }
        var crc: UInt32 = 0xFFFF_FFFF
        var left = count
        while left > 0 {
            if left & 1 == 1 { crc = apply(step, to: crc) }
            step = step.map { apply(step, to: $0) }
            left >>= 1
        }
        return ~crc
    }

    private static func apply(_ map: [UInt32], to bits: UInt32) -> UInt32 {
        (0..<32).reduce(UInt32(0)) { result, bit in bits >> bit & 1 == 1 ? result ^ map[bit] : result }
    }
}
