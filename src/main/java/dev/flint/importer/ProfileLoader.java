package dev.flint.importer;

import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import java.io.CharConversionException;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.zip.ZipException;

/** The one entry point for loading a file: detect the format by content, then run its importer. */
public final class ProfileLoader {
    private ProfileLoader() {}

    public static Profile load(Path file) throws ProfileFormatException {
        return load(file, ProgressListener.NONE);
    }

    public static Profile load(Path file, ProgressListener progress) throws ProfileFormatException {
        return load(open(file), progress);
    }

    /**
     * The file as a source, once it is known to be a readable regular file: a directory, FIFO, socket or
     * device is refused here (reading /dev/zero or a FIFO without a writer would never end), as is a file
     * without read permission, each with its own line.
     */
    public static SourceBytes open(Path file) throws ProfileFormatException {
        String name = file.toString();
        try {
            checkRegularFile(file, name);
            return SourceBytes.of(file);
        } catch (NoSuchFileException e) {
            throw new ProfileFormatException(name, "", "no such file");
        } catch (AccessDeniedException e) {
            throw new ProfileFormatException(name, "", "permission denied: the file cannot be read");
        } catch (IOException e) {
            throw new ProfileFormatException(name, "", "cannot be read: " + e.getMessage());
        }
    }

    /** Refuses what is not a regular file, and a file Flint may not read. */
    public static void checkRegularFile(Path file, String name) throws IOException, ProfileFormatException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        if (attributes.isDirectory()) {
            boolean bundle = file.getFileName() != null && file.getFileName().toString().endsWith(".trace");
            throw new ProfileFormatException(name, "", bundle ? ForeignFormats.instrumentsBundle()
                    : "is a directory, not a profile file");
        }
        if (!attributes.isRegularFile()) {
            throw new ProfileFormatException(name, "", "not a regular file (" + specialKind(file)
                    + "): Flint reads profiles from files; save the data to a file first");
        }
        if (!Files.isReadable(file)) throw new AccessDeniedException(name);
    }

    /** What a file that is not a regular one is, for a message: "a FIFO", "a character device", ... */
    public static String specialKind(Path file) {
        try {
            int type = ((Integer) Files.getAttribute(file, "unix:mode")) & 0170000;
            return switch (type) {
                case 0010000 -> "a FIFO";
                case 0020000 -> "a character device";
                case 0060000 -> "a block device";
                case 0140000 -> "a socket";
                default -> "a special file";
            };
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return "a special file";
        }
    }

    /** The line for a load that ran out of heap: how much Flint had and how to give it more. */
    public static String outOfMemory() {
        long maxMiB = Runtime.getRuntime().maxMemory() >> 20;
        long suggestGiB = Math.max(4, Long.highestOneBit(Math.max(1, maxMiB * 2 / 1024)) * 2);
        return "the file needs more memory than Flint may use (its heap is limited to " + maxMiB + " MiB):"
                + " give it more with java -Xmx" + suggestGiB + "g -jar flint.jar ..., or for the installed"
                + " Flint set the environment variable JAVA_TOOL_OPTIONS=-Xmx" + suggestGiB + "g";
    }

    /** A failure Flint did not expect, for a user: its kind and the first Flint frame, no Java message text. */
    public static String unexpected(Throwable failure) {
        String kind = failure.getClass().getSimpleName();
        for (StackTraceElement frame : failure.getStackTrace()) {
            if (frame.getClassName().startsWith("dev.flint.")) {
                return kind + " at " + frame.getFileName() + ":" + frame.getLineNumber();
            }
        }
        return kind;
    }

    public static Profile load(SourceBytes source, ProgressListener progress) throws ProfileFormatException {
        return load(source, progress, null);
    }

    /** {@link #load(Path)} showing the pprof sample type {@code sampleType} (null: the file's default). */
    public static Profile load(Path file, String sampleType) throws ProfileFormatException {
        return load(open(file), ProgressListener.NONE, sampleType);
    }

    /** @param sampleType the pprof value column to show by its type name, null for the file's default */
    public static Profile load(SourceBytes source, ProgressListener progress, String sampleType)
            throws ProfileFormatException {
        dev.flint.model.UiThreadGuard.check("ProfileLoader.load");
        String name = source.displayName();
        ProfileFormat format;
        try {
            format = FormatDetector.detect(source);
        } catch (IOException e) {
            throw readFailure(name, "", e);
        } catch (OutOfMemoryError e) {
            throw new ProfileFormatException(name, "", outOfMemory());
        }
        try {
            if (sampleType != null && !format.hasSampleTypes()) {
                throw new ProfileFormatException(name, "", "--sample-type is for pprof and OpenTelemetry profiles;"
                        + " this file is " + format.id());
            }
            Importer importer = sampleType != null ? ImporterProvider.importerFor(format, sampleType)
                    : importerFor(format);
            return importer.read(source, name, progress);
        } catch (CancellationException e) {
            throw e;
        } catch (dev.flint.model.ValueRangeException e) {
            throw new ProfileFormatException(name, e.where(), e.problem());
        } catch (RuntimeException e) {
            // An importer bug must still end in one clear line for the user, not a stack trace.
            throw new ProfileFormatException(name, "", "could not be read: Flint failed on its content (a bug in"
                    + " Flint: " + unexpected(e) + ")", e);
        } catch (StackOverflowError e) {
            throw new ProfileFormatException(name, "", "nested too deeply to read", e);
        } catch (OutOfMemoryError e) {
            throw new ProfileFormatException(name, "", outOfMemory());
        }
    }

    public static Importer importerFor(ProfileFormat format) {
        return switch (format) {
            case CPUPROFILE -> new CpuProfileImporter();
            case CHROME_TRACE -> new ChromeTraceImporter();
            case JS_SELF_PROFILE -> new SelfProfileImporter();
            case FOLDED -> new FoldedStacksImporter();
            // Sub-packages build on this one; they come through ServiceLoader so that it needs no import of them.
            case GECKO, FIREFOX_PROCESSED, PERF_SCRIPT, PPROF, JFR, HEAPPROFILE, SPEEDSCOPE, PERF_DATA, V8_LOG, V8_PREPROCESS,
                    DTRACE, MACOS_SAMPLE, OTLP, PERFETTO ->
                    ImporterProvider.importerFor(format);
        };
    }

    /** Turns a low-level read failure into the user-facing error; importers call this from their catch. */
    public static ProfileFormatException readFailure(String file, String where, IOException e) {
        if (e instanceof NoSuchFileException) return new ProfileFormatException(file, where, "no such file");
        if (e instanceof AccessDeniedException) {
            return new ProfileFormatException(file, where, "permission denied: the file cannot be read");
        }
        if (e instanceof java.nio.charset.CharacterCodingException) {
            return new ProfileFormatException(file, where, "invalid text encoding (malformed UTF-16 or UTF-8)");
        }
        if (e instanceof SourceBytes.InflatedTooLargeException) {
            return new ProfileFormatException(file, where, "gzip " + e.getMessage() + ": refusing to inflate further"
                    + " (java -Dflint.maxInflatedBytes=BYTES -jar flint.jar reads it up to BYTES)");
        }
        if (e instanceof ZipException || (e instanceof EOFException && e.getMessage() != null
                && e.getMessage().contains("ZLIB"))) {
            return new ProfileFormatException(file, where, "corrupt gzip data: " + e.getMessage());
        }
        if (e instanceof CharConversionException) {
            return new ProfileFormatException(file, where, "invalid text encoding: " + e.getMessage());
        }
        return new ProfileFormatException(file, where, "cannot be read: " + e.getMessage());
    }

    /** Rethrows cancellation untouched; callers wrap loads with it. */
    static boolean isCancellation(Throwable t) {
        return t instanceof CancellationException;
    }
}
