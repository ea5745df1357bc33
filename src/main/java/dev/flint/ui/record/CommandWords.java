package dev.flint.ui.record;

import java.util.ArrayList;
import java.util.List;

/**
 * The dialog's command field as an argument list: words split at spaces, a word may be quoted with '...' or
 * "..." (to hold spaces), a backslash outside single quotes takes the next character as it is. Nothing else of
 * a shell: no variables, globs or pipes, since the list goes to the OS as it is.
 */
final class CommandWords {
    private CommandWords() {}

    /** @throws IllegalArgumentException for an unclosed quote */
    static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) quote = 0;
                else if (c == '\\' && quote == '"' && i + 1 < line.length()) word.append(line.charAt(++i));
                else word.append(c);
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '\\' && i + 1 < line.length()) {
                word.append(line.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c)) {
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
