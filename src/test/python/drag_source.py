#!/usr/bin/python3
"""A real X drag source for the real-window tests: a small GTK 3 window at the screen's top-left corner
whose label drags the files named on the command line as text/uri-list, as a file manager does.

Usage: drag_source.py [--link] FILE...   (prints "ready" once the window is mapped; quits after a drop or 60 s)
--link offers the files as links only (a file manager's Alt-drag), not as copies.
"""
import sys
from pathlib import Path

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
from gi.repository import GLib, Gdk, Gtk  # noqa: E402

link = len(sys.argv) > 1 and sys.argv[1] == "--link"
uris = [Path(name).resolve().as_uri() for name in sys.argv[(2 if link else 1):]]

window = Gtk.Window(title="flint-drag-source")
window.set_default_size(100, 100)
window.move(0, 0)
box = Gtk.EventBox()
box.add(Gtk.Label(label="drag"))
window.add(box)
box.drag_source_set(Gdk.ModifierType.BUTTON1_MASK, [], Gdk.DragAction.LINK if link else Gdk.DragAction.COPY)
box.drag_source_add_uri_targets()


def on_data_get(_widget, _context, data, _info, _time):
    data.set_uris(uris)


def on_drag_end(_widget, _context):
    GLib.timeout_add(300, Gtk.main_quit)


def on_mapped(_widget, _event):
    print("ready", flush=True)


box.connect("drag-data-get", on_data_get)
box.connect("drag-end", on_drag_end)
window.connect("map-event", on_mapped)
window.connect("destroy", Gtk.main_quit)
GLib.timeout_add_seconds(60, Gtk.main_quit)
window.show_all()
Gtk.main()
