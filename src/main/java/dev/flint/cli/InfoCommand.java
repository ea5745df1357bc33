package dev.flint.cli;

import java.io.PrintStream;
import java.util.List;

/** Placeholder until this subcommand lands. */
final class InfoCommand implements Command {
    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        err.println("flint: not implemented yet");
        return Cli.EXIT_USAGE;
    }
}
