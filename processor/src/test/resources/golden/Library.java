package golden;

import dev.marshalled.Marshalled;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;

@Marshalled
public record Library(List<String> names, Map<String, List<Book>> shelves, SortedSet<Integer> years, int[][] grid) {
    @Marshalled
    public record Book(String title, long isbn) {}
}
