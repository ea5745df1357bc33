package dev.flint.cli;

import java.util.List;
import java.util.Set;

/**
 * Walks one subcommand's arguments: positional words, flags that take no value, and options written
 * {@code --name VALUE} or {@code --name=VALUE}. Every subcommand words a bad argument the same way, so the
 * wording lives here: "unknown option", "needs a value", "takes no value".
 */
final class OptionScanner {
    /** A positional word ({@code name} null, the word in {@code value}), a flag ({@code value} null) or an option. */
    record Option(String name, String value) {
        boolean positional() { return name == null; }
    }

    private final List<String> args;
    private final Set<String> flags;
    private final Set<String> valued;
    private int next;

    OptionScanner(List<String> args, Set<String> flags, Set<String> valued) {
        this.args = args;
        this.flags = flags;
        this.valued = valued;
    }

    boolean hasNext() {
        return next < args.size();
    }

    /** @throws IllegalArgumentException naming the bad argument */
    Option next() {
        String arg = args.get(next++);
        if (!arg.startsWith("--")) return new Option(null, arg);
        String name = arg;
        String value = null;
        int equals = arg.indexOf('=');
        if (equals > 0) {
            name = arg.substring(0, equals);
            value = arg.substring(equals + 1);
        }
        if (flags.contains(name)) {
            if (value != null) throw new IllegalArgumentException(name + " takes no value");
            return new Option(name, null);
        }
        if (!valued.contains(name)) throw new IllegalArgumentException("unknown option " + arg);
        if (value == null) {
            if (next >= args.size()) throw new IllegalArgumentException(name + " needs a value");
            value = args.get(next++);
        }
        return new Option(name, value);
    }
}
