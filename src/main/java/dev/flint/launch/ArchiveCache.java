package dev.flint.launch;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The relaunched child's class-data archives, one per fingerprint and mode, in the user's cache directory
 * ({@code $XDG_CACHE_HOME/flint/cds}, else {@code ~/.cache/flint/cds}).
 *
 * <p>A name is {@code flint-JARS-FINGERPRINT-MODE-BYTES.jsa}: JARS hashes the class path's jar paths,
 * FINGERPRINT hashes what JDK 17's CDS checks before it maps an archive (each jar's size and modification
 * time, the manifest's Class-Path jars too, the JDK, the JVM options) so that a rebuilt jar or another JDK
 * makes a new archive instead of being refused forever, and BYTES is the archive's length. JDK 17 maps a
 * truncated archive and dies of SIGBUS (tried: a core dump's banner on stdout and an hs_err file in the
 * working directory), so an archive is used only when its length is the one written at its making.
 *
 * <p>Making one: the child runs with {@code -XX:ArchiveClassesAtExit=} a temporary file of its own
 * (concurrent runs never share one); JDK 17 writes the archive's header last, so the header's magic marks a
 * complete file. After the child exits cleanly the parent renames it into place (atomic: a reader sees the
 * old state or the whole file) and deletes the archives of older fingerprints of the same jars.
 */
public final class ArchiveCache {
    /** JDK 17's dynamic archive magic (0xf00baba8), as the header's first four bytes (little-endian). */
    private static final int[] DYNAMIC_MAGIC = {0xa8, 0xab, 0x0b, 0xf0};
    /** Temporary archives left by a killed run are deleted after this long. */
    private static final long STALE_TEMP_MILLIS = 3_600_000L;
    /** Archives of other jars unused for this long are deleted. */
    private static final long UNUSED_MILLIS = 30L * 24 * 3_600_000L;

    private final File directory;
    /** {@code flint-JARS-}: every archive of these jars. */
    private final String jarsKey;
    /** {@code flint-JARS-FINGERPRINT-}: this fingerprint's archives, both modes. */
    private final String fingerprintKey;
    /** {@code flint-JARS-FINGERPRINT-MODE-}: this fingerprint's archive of this mode. */
    private final String prefix;

    private ArchiveCache(File directory, String jarsKey, String fingerprintKey, String prefix) {
        this.directory = directory;
        this.jarsKey = jarsKey;
        this.fingerprintKey = fingerprintKey;
        this.prefix = prefix;
    }

    /**
     * The cache directory: {@code $XDG_CACHE_HOME/flint/cds} when XDG_CACHE_HOME is an absolute path (the
     * XDG spec ignores a relative one), else {@code HOME/.cache/flint/cds}.
     */
    public static File directory(Map<String, String> environment, String userHome) {
        String xdg = environment.get("XDG_CACHE_HOME");
        File cache = xdg != null && new File(xdg).isAbsolute() ? new File(xdg) : new File(userHome, ".cache");
        return new File(new File(cache, "flint"), "cds");
    }

    /**
     * The archive names of a fingerprint: {@code stamps} are the jars CDS checks, {@code runtime} what else
     * must match (the JDK and the JVM options).
     */
    public static ArchiveCache of(File directory, List<JarStamp> stamps, String runtime, RelaunchDecision.Mode mode) {
        StringBuilder paths = new StringBuilder();
        StringBuilder fingerprint = new StringBuilder(runtime);
        for (JarStamp stamp : stamps) {
            paths.append(stamp.path()).append('\n');
            fingerprint.append('\n').append(stamp.path()).append(' ').append(stamp.bytes()).append(' ').append(stamp.modifiedMillis());
        }
        String jarsKey = "flint-" + hash(paths) + "-";
        String fingerprintKey = jarsKey + hash(fingerprint) + "-";
        return new ArchiveCache(directory, jarsKey, fingerprintKey,
                fingerprintKey + mode.name().toLowerCase(java.util.Locale.ROOT) + "-");
    }

    /** A jar CDS checks: its path, length and modification time. */
    public record JarStamp(String path, long bytes, long modifiedMillis) {
        static JarStamp of(File jar) {
            return new JarStamp(jar.getAbsolutePath(), jar.length(), jar.lastModified());
        }
    }

    /** The name prefix of this fingerprint's archive (then BYTES.jsa). */
    String prefix() {
        return prefix;
    }

    /**
     * The archive to map when there is a whole one, else a fresh temporary file to write one to; no
     * archive when the directory cannot be made or written.
     */
    public ChildCommand.Archive choose(long pid) {
        if (!directory.isDirectory() && !directory.mkdirs()) return new ChildCommand.NoArchive();
        if (!directory.canWrite()) return new ChildCommand.NoArchive();
        String[] names = directory.list();
        if (names == null) return new ChildCommand.NoArchive();
        for (String name : names) {
            long bytes = archiveBytes(name);
            if (bytes < 0) continue;
            File file = new File(directory, name);
            if (file.length() == bytes && file.canRead()) {
                // A use counts as fresh, so that pruning by age spares archives still in use.
                file.setLastModified(System.currentTimeMillis());
                return new ChildCommand.UseArchive(file.getPath());
            }
            file.delete(); // cut short or grown: never mapped again
        }
        File temp = new File(directory, ".tmp-" + pid + "-" + System.nanoTime() + "-" + prefix + "dump.jsa");
        return new ChildCommand.DumpArchive(temp.getPath());
    }

    /** BYTES of a name of this fingerprint's archive, or -1 for any other name. */
    long archiveBytes(String name) {
        if (!name.startsWith(prefix) || !name.endsWith(".jsa")) return -1;
        String digits = name.substring(prefix.length(), name.length() - ".jsa".length());
        if (digits.isEmpty() || digits.length() > 18) return -1;
        for (int i = 0; i < digits.length(); i++) {
            if (digits.charAt(i) < '0' || digits.charAt(i) > '9') return -1;
        }
        return Long.parseLong(digits);
    }

    /**
     * After the child: a dumped archive is renamed into place when {@code keep} (a clean exit of a run
     * worth archiving) and its header is whole, else deleted; then old archives are pruned.
     */
    public void finish(ChildCommand.Archive archive, boolean keep) {
        if (!(archive instanceof ChildCommand.DumpArchive dump)) return;
        File temp = new File(dump.file());
        try {
            if (keep && temp.isFile() && hasDynamicMagic(temp)) {
                File target = new File(directory, prefix + temp.length() + ".jsa");
                try {
                    Files.move(temp.toPath(), target.toPath(), StandardCopyOption.ATOMIC_MOVE);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp.toPath(), target.toPath(), StandardCopyOption.REPLACE_EXISTING);
                }
                prune(target.getName());
            }
        } catch (IOException | RuntimeException e) {
            // an archive we could not place is only a slower next start
            if (System.getenv(Relaunch.DEBUG) != null) System.err.println("flint-relaunch: " + e);
        } finally {
            temp.delete();
        }
    }

    /**
     * Deletes older fingerprints of the same jars (a rebuilt jar, another JDK), archives of other jars
     * unused for 30 days and temporary files of killed runs.
     */
    private void prune(String kept) {
        String[] names = directory.list();
        if (names == null) return;
        long now = System.currentTimeMillis();
        for (String name : names) {
            if (name.equals(kept)) continue;
            File file = new File(directory, name);
            long age = now - file.lastModified();
            boolean sameJarsOtherFingerprint = name.startsWith(jarsKey) && !name.startsWith(fingerprintKey);
            boolean staleTemp = name.startsWith(".tmp-") && age > STALE_TEMP_MILLIS;
            boolean unused = name.startsWith("flint-") && name.endsWith(".jsa") && age > UNUSED_MILLIS;
            if (sameJarsOtherFingerprint || staleTemp || unused) file.delete();
        }
    }

    private static boolean hasDynamicMagic(File file) throws IOException {
        try (InputStream in = new FileInputStream(file)) {
            for (int expected : DYNAMIC_MAGIC) {
                if (in.read() != expected) return false;
            }
            return true;
        }
    }

    /**
     * The JVM options an archive's fingerprint includes: all but those that cannot change what CDS checks
     * (properties, logging, assertions, stack size, pause goals, how System.gc runs), so that {@code -Dx} or {@code -Xlog} do not
     * make a second archive, while {@code -Xmx} (it decides compressed pointers) or a module option does.
     */
    static List<String> optionsThatMatter(List<String> options) {
        List<String> matter = new ArrayList<>();
        for (String option : options) {
            if (option.startsWith("-D") || option.startsWith("-Xlog") || option.startsWith("-verbose")
                    || option.startsWith("-ea") || option.startsWith("-da") || option.startsWith("-enableassertions")
                    || option.startsWith("-disableassertions") || option.startsWith("-Xss")
                    || option.startsWith("-XX:MaxGCPauseMillis") || option.equals("-XX:+ExplicitGCInvokesConcurrent")) {
                continue;
            }
            matter.add(option);
        }
        return matter;
    }

    /** 64-bit FNV-1a of the text's chars, in hex (MessageDigest would load the security providers). */
    static String hash(CharSequence text) {
        long hash = 0xcbf29ce484222325L;
        for (int i = 0; i < text.length(); i++) {
            hash ^= text.charAt(i);
            hash *= 0x100000001b3L;
        }
        return Long.toHexString(hash);
    }

    /** The jars CDS checks for {@code classPath}: each entry and the jars its manifest's Class-Path names. */
    static List<JarStamp> stamps(List<String> classPath) {
        List<JarStamp> stamps = new ArrayList<>();
        for (String entry : classPath) {
            File jar = new File(entry).getAbsoluteFile();
            stamps.add(JarStamp.of(jar));
            for (String listed : manifestClassPath(jar)) stamps.add(JarStamp.of(new File(jar.getParentFile(), listed)));
        }
        return stamps;
    }

    private static List<String> manifestClassPath(File jar) {
        try (java.util.jar.JarFile file = new java.util.jar.JarFile(jar, false)) {
            java.util.jar.Manifest manifest = file.getManifest();
            String listed = manifest == null ? null : manifest.getMainAttributes().getValue("Class-Path");
            if (listed == null) return List.of();
            List<String> entries = new ArrayList<>();
            for (String word : listed.split(" ")) {
                if (!word.isEmpty()) entries.add(word);
            }
            return entries;
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }
}
