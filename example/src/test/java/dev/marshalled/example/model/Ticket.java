package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A model whose enum is private, as a domain model keeps it, in every container: written as
 * {@link TicketShown}, whose enum is public, is written.
 */
@Marshalled
public record Ticket(State state, List<State> history, EnumSet<State> flags, Map<State, Integer> counts,
        EnumMap<State, String> notes, Optional<State> next, State[] marks, List<Optional<State>> planned,
        Held<State> held) {
    private enum State { OPEN, WAITING, CLOSED }

    /** The same ticket as {@link TicketShown#sample()}. */
    public static Ticket sample() {
        EnumMap<State, String> notes = new EnumMap<>(State.class);
        notes.put(State.WAITING, "on hold");
        return new Ticket(State.WAITING, List.of(State.OPEN, State.WAITING), EnumSet.of(State.OPEN, State.CLOSED),
                Map.of(State.CLOSED, 2), notes, Optional.of(State.CLOSED), new State[] {State.OPEN, null},
                List.of(Optional.empty(), Optional.of(State.OPEN)), new Held<>(State.CLOSED, List.of(State.OPEN)));
    }

    /** Whether {@code other} holds the same values, the array's elements included. */
    public boolean same(Ticket other) {
        return other.state == state && other.history.equals(history) && other.flags.equals(flags)
                && other.counts.equals(counts) && other.notes.equals(notes) && other.next.equals(next)
                && java.util.Arrays.equals(other.marks, marks) && other.planned.equals(planned)
                && other.held.equals(held);
    }
}
