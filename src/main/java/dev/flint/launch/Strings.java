package dev.flint.launch;

/**
 * String building without {@code +}: javac compiles {@code +} to an invokedynamic call whose bootstrap
 * spins method handles, about a hundred classes for the relaunching parent, which otherwise loads almost
 * nothing of its own.
 */
final class Strings {
    private Strings() {}

    static String concat(Object... parts) {
        StringBuilder text = new StringBuilder();
        for (Object part : parts) text.append(part);
        return text.toString();
    }
}
