package dev.flint.ui.record;

import dev.flint.record.ProgramOutput;
import java.util.ArrayList;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.control.TextArea;

/**
 * What a recording says while it runs, shown in the Record dialog: the recorded program's stdout and stderr and
 * the profiler's lines, as they come (the app has no terminal for them). Lines arrive on reader threads and
 * join the text area in batches, one FX call per batch; the area keeps the last {@link #KEPT_LINES} lines.
 */
final class OutputLines implements ProgramOutput {
    static final int KEPT_LINES = 2000;

    private final TextArea area;
    private final List<String> pending = new ArrayList<>();
    private boolean posted;
    private int shownLines;

    OutputLines(TextArea area) {
        this.area = area;
    }

    @Override
    public void accept(String line) {
        add(line);
    }

    @Override
    public void programLine(String line) {
        add(line);
    }

    private void add(String line) {
        synchronized (pending) {
            pending.add(line);
            if (posted) return;
            posted = true;
        }
        Platform.runLater(this::flush);
    }

    private void flush() {
        List<String> batch;
        synchronized (pending) {
            batch = new ArrayList<>(pending);
            pending.clear();
            posted = false;
        }
        StringBuilder text = new StringBuilder();
        for (String line : batch) text.append(line).append('\n');
        area.appendText(text.toString());
        shownLines += batch.size();
        if (shownLines > KEPT_LINES) {
            // Drop the oldest lines: a chatty program must not grow the dialog without end.
            String all = area.getText();
            int cut = 0;
            for (int drop = shownLines - KEPT_LINES; drop > 0 && cut >= 0; drop--) cut = all.indexOf('\n', cut) + 1;
            area.setText(all.substring(Math.max(0, cut)));
            area.positionCaret(area.getLength());
            shownLines = KEPT_LINES;
        }
    }

    /** A new recording starts with an empty area. */
    void clear() {
        synchronized (pending) {
            pending.clear();
        }
        area.clear();
        shownLines = 0;
    }
}
