package dev.marshalled.processor.model;

import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.Trees;
import java.util.function.Predicate;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;

/**
 * Whether a field's declaration gives it a value ({@code final List<Pet> pets = new ArrayList<>()}),
 * where the compiler shows the source. A final collection that its declaration creates can be
 * filled in place after any constructor; one that a constructor assigns may be whatever that
 * constructor passed ({@code this(null)}, {@code List.of()}).
 */
final class Initializers {
    private Initializers() {
    }

    /**
     * @return a test that is false only for a field whose source is visible and declares no
     *     value; true where nothing can be seen (a class file, a compiler without javac's trees)
     */
    static Predicate<Element> of(ProcessingEnvironment env) {
        Trees trees;
        try {
            trees = Trees.instance(env);
        } catch (IllegalArgumentException | LinkageError notJavac) {
            return field -> true;
        }
        return field -> {
            Tree tree = trees.getTree(field);
            return !(tree instanceof VariableTree variable) || variable.getInitializer() != null;
        };
    }
}
