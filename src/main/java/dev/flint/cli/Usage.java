package dev.flint.cli;

/**
 * A subcommand's synopsis: written once as one line (the end of every usage error, which stays one line),
 * wrapped at {@link #WIDTH} columns for {@code --help}.
 */
final class Usage {
    /** The width of {@code --help}'s text. */
    static final int WIDTH = 100;
    private static final String HEAD = "usage: ";

    private Usage() {}

    /**
     * {@code synopsis} in lines of at most WIDTH columns, the later ones indented under the first's words; each
     * form after a {@code ;} on a line of its own ({@code usage: flint record ...; flint record jvm --pid PID}).
     */
    static String wrap(String synopsis) {
        String[] forms = synopsis.split("; ");
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < forms.length; i++) {
            String form = i == 0 && forms[0].startsWith(HEAD) ? forms[0].substring(HEAD.length()) : forms[i];
            if (i > 0) text.append('\n');
            wrapForm(i == 0 ? HEAD : " ".repeat(HEAD.length()), form, text);
        }
        return text.toString();
    }

    /** One form ({@code flint COMMAND ...}) after {@code margin}, continuation lines under its third word. */
    private static void wrapForm(String margin, String form, StringBuilder text) {
        String[] words = form.split(" ");
        int lineStart = text.length();
        text.append(margin);
        int indent = margin.length() + (words.length > 1 ? words[0].length() + words[1].length() + 2 : 0);
        for (int i = 0; i < words.length; i++) {
            int column = text.length() - lineStart;
            if (i > 0 && column + 1 + words[i].length() > WIDTH && column > indent) {
                text.append('\n');
                lineStart = text.length();
                text.append(" ".repeat(indent));
            } else if (i > 0) {
                text.append(' ');
            }
            text.append(words[i]);
        }
    }
}
