package golden;

import dev.marshalled.Marshalled;
import dev.marshalled.Retired;
import dev.marshalled.Since;
import java.util.List;

/** An evolvable class in its third version: a retired slot, fields of versions 2 and 3. */
@Marshalled(evolvable = true)
public class Profile {
    public long id;
    public String name;
    @Retired public int legacyRank;
    public int age;
    @Since(2) public String email = "none@example.com";
    @Since(2) public int visits;
    @Since(3) public List<String> tags;
    @Since(3) public double score;
}
