package dev.flint.cli;

import java.io.PrintStream;

/**
 * One subcommand: a picocli command whose options {@link Cli} has filled in. {@link #check} refuses a bad
 * combination before any file is read; {@link #run} does the work and returns the process exit status.
 */
interface Command {
    /** The one-line synopsis that ends every usage error and heads {@code --help}. */
    String usage();

    /** @throws IllegalArgumentException naming what is wrong with the arguments (a usage error) */
    default void check() {}

    int run(PrintStream out, PrintStream err);
}
