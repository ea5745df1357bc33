package dev.flint.ui;

/** The keyboard shortcuts, as Help ▸ Keyboard Shortcuts shows them (the README lists the same). */
final class Shortcuts {
    private Shortcuts() {}

    static final String TEXT = """
            Flame chart
              W / S, Up / Down     zoom in / out
              A / D, Left / Right  pan left / right
              Mouse wheel          zoom around the pointer (Shift: scroll tracks)
              Drag                 pan
              Double-click, Enter  zoom to the entry
              0, Home              show the whole profile
              Click a thread name  collapse / expand its track

            Call tree (on the selected node)
              F  focus on subtree      f  focus on function
              g  focus on category     M  merge node only
              m  merge function        p  merge subtree (prune)
              d  drop samples with this function
              r  collapse recursion    R  collapse direct recursion
              c  collapse function     C  collapse resource (script / library)
              Backspace  pop the last transform
              Ctrl+F  search           Ctrl+I  inverted tree

            Window
              Ctrl+O  open             Ctrl+Shift+D  dark theme
            """;
}
