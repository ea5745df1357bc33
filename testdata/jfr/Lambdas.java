import java.util.function.DoubleSupplier;

/** A Java workload whose hot code is called through lambdas: their hidden classes have per-run names. */
public class Lambdas {
    static volatile double sink;

    public static void main(String[] args) {
        DoubleSupplier work = () -> {
            double s = 0;
            for (int i = 0; i < 20_000_000; i++) s += Math.sqrt(i);
            return s;
        };
        long end = System.nanoTime() + 1_500_000_000L;
        while (System.nanoTime() < end) sink += work.getAsDouble();
    }
}
