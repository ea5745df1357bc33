package dev.flint.export;

import dev.flint.importer.ProfileLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;

/**
 * What an export may be written to (DESIGN.md "Export details"): a regular file or a new one. A directory,
 * a device, a FIFO or a socket, or a symlink to one, is refused: the export goes to a temporary file that
 * is then renamed over the target, and renaming over a device node or a FIFO would replace it (as root,
 * {@code /dev/null}) while its reader got nothing. An existing regular file is replaced only when its mode
 * lets the user write it; the check is on the mode bits, as root may write any file but a read-only one
 * means "keep this". A symlink to a regular file is followed, so the link stays and its target is replaced.
 */
public final class ExportTarget {
    private ExportTarget() {}

    /** Refuses a target no export may replace; a problem with the target itself, as one line. */
    public static final class RefusedException extends IOException {
        RefusedException(String message) {
            super(message);
        }
    }

    /**
     * The file to rename the export onto: {@code file} made absolute, or a symlink's target.
     *
     * @throws RefusedException when {@code file} is not a regular file or a name for a new one
     * @throws IOException when its attributes cannot be read
     */
    static Path resolve(Path file, boolean namedAsFolder) throws IOException {
        return resolve(file, namedAsFolder, "an export");
    }

    /**
     * The same for any file Flint writes through a temporary file and a rename ({@code flint record}'s too).
     *
     * @param writer what writes it, for the refusal ("an export", "a recording")
     */
    public static Path resolve(Path file, boolean namedAsFolder, String writer) throws IOException {
        Path absolute = file.toAbsolutePath();
        if (namedAsFolder || absolute.getFileName() == null) {
            throw new RefusedException("it names a folder; --output takes a file name");
        }
        BasicFileAttributes link;
        try {
            link = Files.readAttributes(absolute, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return absolute; // a new file: its folder is checked when the temporary file is made there
        }
        Path target = absolute;
        BasicFileAttributes attributes = link;
        if (link.isSymbolicLink()) {
            try {
                target = absolute.toRealPath();
            } catch (NoSuchFileException e) {
                throw new RefusedException("it is a symbolic link to a file that does not exist");
            }
            attributes = Files.readAttributes(target, BasicFileAttributes.class);
        }
        String via = link.isSymbolicLink() ? "it is a symbolic link to " : "it is ";
        if (attributes.isDirectory()) throw new RefusedException(via + "a folder; --output takes a file name");
        if (!attributes.isRegularFile()) {
            throw new RefusedException(via + ProfileLoader.specialKind(target) + ", not a regular file: " + writer + " only writes regular files");
        }
        if (!writable(target)) throw new RefusedException(via + "a read-only file: it is left as it is");
        return target;
    }

    /** Whether the user may write {@code file} by its mode (root included: the bits say what is meant). */
    private static boolean writable(Path file) throws IOException {
        if (!Files.isWritable(file)) return false;
        Set<PosixFilePermission> mode;
        try {
            mode = Files.getPosixFilePermissions(file);
        } catch (UnsupportedOperationException e) {
            return true; // not a POSIX file system: isWritable already asked it
        }
        boolean owned = Files.getOwner(file).getName().equals(System.getProperty("user.name"));
        if (owned) return mode.contains(PosixFilePermission.OWNER_WRITE);
        return mode.contains(PosixFilePermission.OWNER_WRITE) || mode.contains(PosixFilePermission.GROUP_WRITE)
                || mode.contains(PosixFilePermission.OTHERS_WRITE);
    }
}
