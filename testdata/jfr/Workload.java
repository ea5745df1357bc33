import java.util.zip.CRC32;
import java.util.zip.Deflater;

/** A small Java workload for JFR: a computing main thread and a named thread mostly in native code (zlib). */
public class Workload {
    static volatile double sink;

    static double leaf(int n) {
        double s = 0;
        for (int i = 0; i < n; i++) s += Math.sqrt(i) * 0.5;
        return s;
    }

    static double middle(int n) {
        return leaf(n) + leaf(n / 2);
    }

    static long checksum(byte[] data, int rounds) {
        CRC32 crc = new CRC32();
        for (int i = 0; i < rounds; i++) crc.update(data, 0, data.length);
        return crc.getValue();
    }

    static long compress(byte[] data) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        deflater.setInput(data);
        deflater.finish();
        byte[] out = new byte[data.length + 64];
        long written = 0;
        while (!deflater.finished()) written += deflater.deflate(out);
        deflater.end();
        return written;
    }

    public static void main(String[] args) throws Exception {
        Thread hasher = new Thread(() -> {
            byte[] data = new byte[1 << 16];
            for (int i = 0; i < data.length; i++) data[i] = (byte) (i * 31 % 251);
            long end = System.nanoTime() + 2_000_000_000L;
            while (System.nanoTime() < end) sink += checksum(data, 5) + compress(data);
        }, "hasher");
        hasher.start();
        long end = System.nanoTime() + 2_000_000_000L;
        while (System.nanoTime() < end) sink += middle(100_000);
        hasher.join();
        System.out.println(sink);
    }
}
