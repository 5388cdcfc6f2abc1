package dev.marshalled.jmh;

import java.nio.file.Path;

/**
 * Whether this build asked for the benchmarks. The benchmark execution is bound to the jmh
 * module's {@code verify} phase, which a root {@code mvn verify} or {@code mvn install} also
 * reaches; those builds want the artifacts, not a twelve-minute run. So the benchmarks run when
 * the build selected this module ({@code mvn -pl jmh verify}), was started in its folder, or
 * says {@code -Dbench=true}; {@code -Dbench=false} or {@code -DskipBenchmarks} never runs them.
 *
 * @param bench the {@code bench} property: "true", "false" or empty
 * @param selected Maven's {@code session.request.selectedProjects}, e.g. "[jmh]" or "[]"
 * @param executionRoot the folder Maven was started in
 * @param module this module's folder
 */
record BenchmarkSelection(String bench, String selected, String executionRoot, String module) {

    static BenchmarkSelection fromSystemProperties() {
        return new BenchmarkSelection(System.getProperty("bench", ""), System.getProperty("bench.selected", ""),
                System.getProperty("bench.root", ""), System.getProperty("bench.module", ""));
    }

    boolean requested() {
        return bench.equals("true") || bench.isEmpty() && selectsThisModule();
    }

    private boolean selectsThisModule() {
        if (!executionRoot.isEmpty() && !module.isEmpty()
                && Path.of(executionRoot).toAbsolutePath().normalize().equals(Path.of(module).toAbsolutePath().normalize())) {
            return true;
        }
        String list = selected.strip();
        if (list.startsWith("[") && list.endsWith("]")) {
            list = list.substring(1, list.length() - 1);
        }
        for (String entry : list.split(",")) {
            String project = entry.strip();
            while (project.endsWith("/")) {
                project = project.substring(0, project.length() - 1);
            }
            // -pl jmh, -pl ./jmh, -pl :marshalled-jmh, -pl dev.marshalled:marshalled-jmh; "!jmh" excludes it.
            if (project.equals("jmh") || project.endsWith("/jmh") || project.endsWith(":marshalled-jmh")) {
                return true;
            }
        }
        return false;
    }

    /** Printed instead of running, so a root build's log says how to run them. */
    static final String SKIPPED = "Benchmarks not run: this build did not select the jmh module."
            + " Run them with: mvn -B -ntp -pl jmh verify (or add -Dbench=true to any build)";
}
