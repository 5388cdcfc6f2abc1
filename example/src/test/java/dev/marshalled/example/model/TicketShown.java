package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@link Ticket} with its enum public: the bytes a ticket must have. */
@Marshalled
public record TicketShown(State state, List<State> history, EnumSet<State> flags, Map<State, Integer> counts,
        EnumMap<State, String> notes, Optional<State> next, State[] marks, List<Optional<State>> planned,
        Held<State> held) {
    /** The same constants as {@link Ticket}'s private enum. */
    public enum State { OPEN, WAITING, CLOSED }

    /** The same ticket as {@link Ticket#sample()}. */
    public static TicketShown sample() {
        EnumMap<State, String> notes = new EnumMap<>(State.class);
        notes.put(State.WAITING, "on hold");
        return new TicketShown(State.WAITING, List.of(State.OPEN, State.WAITING), EnumSet.of(State.OPEN, State.CLOSED),
                Map.of(State.CLOSED, 2), notes, Optional.of(State.CLOSED), new State[] {State.OPEN, null},
                List.of(Optional.empty(), Optional.of(State.OPEN)), new Held<>(State.CLOSED, List.of(State.OPEN)));
    }
}
