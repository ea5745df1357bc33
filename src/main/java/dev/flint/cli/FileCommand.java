package dev.flint.cli;

import picocli.CommandLine;

/**
 * A subcommand that reads one profile: its FILE, {@code --source-maps} / {@code --no-source-maps} and the
 * standard options, declared once for info, tree, calls, export, lines and insights (picocli reads the
 * annotated fields of a superclass too).
 */
abstract class FileCommand implements Command {
    @CommandLine.Parameters(paramLabel = "FILE", hideParamSyntax = true, arity = "0..1",
            description = "The profile or trace to read.")
    String file;

    @CommandLine.Mixin
    SourceMapOptions sourceMaps = new SourceMapOptions();

    @CommandLine.Mixin
    StandardOptions standard = new StandardOptions();

    private final String usage;
    private final String noFile;

    /** @param noFile what a usage error says when FILE is missing */
    FileCommand(String usage, String noFile) {
        this.usage = usage;
        this.noFile = noFile;
    }

    @Override
    public String usage() {
        return usage;
    }

    /** FILE is given, and not both source-map options. */
    @Override
    public void check() {
        if (file == null) throw new IllegalArgumentException(noFile);
        sourceMaps.check();
    }
}
