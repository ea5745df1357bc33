package dev.flint.importer;

import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import java.io.CharConversionException;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
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
        String name = file.toString();
        SourceBytes source;
        try {
            source = SourceBytes.of(file);
        } catch (NoSuchFileException e) {
            throw new ProfileFormatException(name, "", "no such file");
        } catch (IOException e) {
            throw new ProfileFormatException(name, "", "cannot be read: " + e.getMessage());
        }
        return load(source, progress);
    }

    public static Profile load(SourceBytes source, ProgressListener progress) throws ProfileFormatException {
        dev.flint.model.UiThreadGuard.check("ProfileLoader.load");
        String name = source.displayName();
        ProfileFormat format;
        try {
            format = FormatDetector.detect(source.head(FormatDetector.HEAD_BYTES), name);
        } catch (ZipException | EOFException e) {
            throw new ProfileFormatException(name, "", "corrupt gzip data: " + e.getMessage());
        } catch (IOException e) {
            throw new ProfileFormatException(name, "", "cannot be read: " + e.getMessage());
        }
        try {
            return importerFor(format).read(source, name, progress);
        } catch (CancellationException e) {
            throw e;
        } catch (RuntimeException e) {
            // An importer bug must still end in one clear line for the user, not a stack trace.
            throw new ProfileFormatException(name, "", "could not be read (internal error: " + e + ")", e);
        } catch (StackOverflowError e) {
            throw new ProfileFormatException(name, "", "nested too deeply to read", e);
        }
    }

    public static Importer importerFor(ProfileFormat format) {
        return switch (format) {
            case CPUPROFILE -> new CpuProfileImporter();
            case CHROME_TRACE -> new ChromeTraceImporter();
            case JS_SELF_PROFILE -> new SelfProfileImporter();
            case FOLDED -> new FoldedStacksImporter();
            case GECKO, FIREFOX_PROCESSED -> ImporterProvider.importerFor(format);
            case PERF_SCRIPT -> new dev.flint.importer.perf.PerfScriptImporter();
            case PPROF -> new dev.flint.importer.pprof.PprofImporter();
            case JFR -> new dev.flint.importer.jfr.JfrImporter();
            case HEAPPROFILE -> new dev.flint.importer.heap.HeapProfileImporter();
        };
    }

    /** Turns a low-level read failure into the user-facing error; importers call this from their catch. */
    public static ProfileFormatException readFailure(String file, String where, IOException e) {
        if (e instanceof SourceBytes.InflatedTooLargeException) {
            return new ProfileFormatException(file, where, "gzip " + e.getMessage() + ": refusing to inflate further");
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
