package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import java.util.ArrayList;
import java.util.List;

/** A recursive type through a collection: each tree holds a list of trees. */
@Marshalled
public record Tree(int value, List<Tree> children) {

    /** A path of {@code depth} trees, each the single child of the one before. */
    public static Tree path(int depth) {
        Tree tree = new Tree(depth, new ArrayList<>());
        for (int i = depth - 1; i > 0; i--) {
            List<Tree> children = new ArrayList<>();
            children.add(tree);
            tree = new Tree(i, children);
        }
        return tree;
    }
}
