package dev.flint.process;

import java.util.ArrayList;
import java.util.List;

/**
 * A line of words as an argument list, the way the java launcher splits {@code JDK_JAVA_OPTIONS} (its
 * documentation): words separated by white space, a single- or double-quoted part keeps its white space and
 * loses its quotes. The Record dialog's command field adds one thing, a backslash outside single quotes taking
 * the next character as it is. Nothing else of a shell (no variables, globs or pipes): the list goes to the OS
 * as it is.
 */
public final class CommandWords {
    private CommandWords() {}

    /**
     * The words of {@code line}; with {@code backslashes}, {@code \x} is x outside single quotes.
     *
     * @throws IllegalArgumentException for an unclosed quote
     */
    public static List<String> split(String line, boolean backslashes) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            boolean escapes = backslashes && c == '\\' && i + 1 < line.length();
            if (quote != 0) {
                if (c == quote) quote = 0;
                else if (escapes && quote == '"') word.append(line.charAt(++i));
                else word.append(c);
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (escapes) {
                word.append(line.charAt(++i));
                inWord = true;
            } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0x0b) {
                if (inWord) words.add(word.toString());
                word.setLength(0);
                inWord = false;
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) throw new IllegalArgumentException("the command has an unclosed " + quote);
        if (inWord) words.add(word.toString());
        return words;
    }
}
