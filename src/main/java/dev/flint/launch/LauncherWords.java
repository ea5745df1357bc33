package dev.flint.launch;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits {@code JDK_JAVA_OPTIONS} into arguments the way the java launcher does (its documentation: words
 * separated by white space, a single- or double-quoted part keeps its white space and loses its quotes).
 */
final class LauncherWords {
    private LauncherWords() {}

    /** The words of {@code text}; null for an unclosed quote (the launcher refuses those). */
    static List<String> split(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) quote = 0;
                else word.append(c);
            } else if (c == '\'' || c == '"') {
                quote = c;
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
        if (quote != 0) return null;
        if (inWord) words.add(word.toString());
        return words;
    }
}
