package dev.marshalled.example.graph;

import dev.marshalled.Marshalled;
import dev.marshalled.Polymorphic;
import java.util.List;
import java.util.Map;

/** Types with ids, for self-identifying messages and @Polymorphic fields. */
public final class Events {
    private Events() {
    }

    @Marshalled(id = 11)
    public record Login(String user, long at) implements Event {}

    @Marshalled(id = 12)
    public record Logout(String user, long at, String reason) implements Event {}

    @Marshalled(id = 13)
    public record Heartbeat(long sequence) implements Event {}

    /** An Event with no type id: a @Polymorphic field cannot hold it. */
    @Marshalled
    public record Unregistered(int x) implements Event {}

    /** A message wrapping any registered event, and lists, maps and Objects of them. */
    @Marshalled(id = 14)
    public record Envelope(long sequence, @Polymorphic Event event, @Polymorphic List<Event> batch,
            @Polymorphic Map<String, Event> latest, @Polymorphic Object attachment) {}
}
