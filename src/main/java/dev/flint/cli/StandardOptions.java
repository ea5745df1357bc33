package dev.flint.cli;

import picocli.CommandLine.Option;

/** The options every subcommand takes: {@code --help} and {@code --debug}. */
final class StandardOptions {
    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Print this help and exit.")
    boolean help;

    @Option(names = Cli.DEBUG, description = "Print the stack trace of an unexpected failure too.")
    boolean debug;
}
