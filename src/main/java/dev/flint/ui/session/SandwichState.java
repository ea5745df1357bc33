package dev.flint.ui.session;

/**
 * What the sandwich shows: the function whose callers and callees it draws (a func of the shown tree's thread,
 * -1 for none) and the text its function table is filtered by.
 */
public record SandwichState(int func, String search) {
    public static final SandwichState NONE = new SandwichState(-1, "");

    public SandwichState {
        search = search == null ? "" : search;
    }

    /** The record's equals written out: the generated one runs through method handles, slow while cold. */
    @Override
    public boolean equals(Object other) {
        return other instanceof SandwichState that && func == that.func && search.equals(that.search);
    }

    @Override
    public int hashCode() {
        return 31 * func + search.hashCode();
    }
}
