package dev.flint.timeline;

/**
 * The engine's order between a trace event and an estimated JS call (its eventTimeComparator, as used
 * when the two lists are merged): the earlier start first, then the later end first; when both are equal
 * the call goes first, because a call that starts and ends with an event was most likely its caller.
 */
final class EntryOrder {
    private EntryOrder() {}

    static boolean eventGoesFirst(double eventStart, double eventEnd, double callStart, double callEnd) {
        return eventStart < callStart || (eventStart == callStart && eventEnd > callEnd);
    }
}
