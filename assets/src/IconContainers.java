import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Packs square PNGs into the macOS .icns and Windows .ico containers, so the icons need nothing but a
 * JDK and an SVG renderer (no png2icns, no ImageMagick). Both containers accept PNG payloads as they are:
 * .icns since Mac OS X 10.7 for the types below, .ico since Windows Vista.
 *
 * <pre>java IconContainers.java OUT.icns|OUT.ico PNG...</pre>
 * The size of each PNG is read from its header; each size may appear once.
 */
public final class IconContainers {
    /** .icns element types holding a PNG of that many pixels (the @2x types share a pixel size with 1x ones). */
    private static final Map<Integer, List<String>> ICNS_TYPES = Map.of(
            16, List.of("icp4"),
            32, List.of("icp5", "ic11"),
            64, List.of("ic12"),
            128, List.of("ic07"),
            256, List.of("ic08", "ic13"),
            512, List.of("ic09", "ic14"),
            1024, List.of("ic10"));

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: java IconContainers.java OUT.icns|OUT.ico PNG...");
            System.exit(2);
        }
        List<byte[]> pngs = new ArrayList<>();
        for (int i = 1; i < args.length; i++) pngs.add(Files.readAllBytes(Path.of(args[i])));
        Path out = Path.of(args[0]);
        byte[] container = out.toString().endsWith(".icns") ? icns(pngs) : ico(pngs);
        Files.write(out, container);
    }

    static byte[] icns(List<byte[]> pngs) {
        var body = new ByteArrayOutputStream();
        for (byte[] png : pngs) {
            List<String> types = ICNS_TYPES.get(side(png));
            if (types == null) throw new IllegalArgumentException("no .icns type for " + side(png) + " px");
            for (String type : types) {
                body.writeBytes(type.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                body.writeBytes(ByteBuffer.allocate(4).putInt(8 + png.length).array());
                body.writeBytes(png);
            }
        }
        ByteBuffer header = ByteBuffer.allocate(8).put("icns".getBytes(java.nio.charset.StandardCharsets.US_ASCII))
                .putInt(8 + body.size());
        var all = new ByteArrayOutputStream();
        all.writeBytes(header.array());
        all.writeBytes(body.toByteArray());
        return all.toByteArray();
    }

    static byte[] ico(List<byte[]> pngs) {
        int headerSize = 6 + 16 * pngs.size();
        ByteBuffer directory = ByteBuffer.allocate(headerSize).order(ByteOrder.LITTLE_ENDIAN);
        directory.putShort((short) 0).putShort((short) 1).putShort((short) pngs.size());
        int offset = headerSize;
        for (byte[] png : pngs) {
            int side = side(png);
            if (side > 256) throw new IllegalArgumentException(".ico entries are at most 256 px, not " + side);
            directory.put((byte) (side == 256 ? 0 : side)).put((byte) (side == 256 ? 0 : side))
                    .put((byte) 0).put((byte) 0)
                    .putShort((short) 1).putShort((short) 32)
                    .putInt(png.length).putInt(offset);
            offset += png.length;
        }
        var all = new ByteArrayOutputStream();
        all.writeBytes(directory.array());
        for (byte[] png : pngs) all.writeBytes(png);
        return all.toByteArray();
    }

    /** Width from the IHDR chunk, after checking the image is a square PNG. */
    static int side(byte[] png) {
        ByteBuffer bytes = ByteBuffer.wrap(png);
        if (png.length < 24 || bytes.getLong(0) != 0x89504E470D0A1A0AL) throw new IllegalArgumentException("not a PNG");
        int width = bytes.getInt(16);
        int height = bytes.getInt(20);
        if (width != height) throw new IllegalArgumentException("not square: " + width + "x" + height);
        return width;
    }
}
