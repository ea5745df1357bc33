package dev.flint.cli;

import java.io.PrintStream;
import java.util.List;

/** One subcommand; returns the process exit status. */
public interface Command {
    int run(List<String> args, PrintStream out, PrintStream err);
}
