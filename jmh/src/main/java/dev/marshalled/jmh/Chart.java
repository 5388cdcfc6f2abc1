package dev.marshalled.jmh;

import java.util.Locale;
import java.util.Map;

/**
 * An SVG bar chart of round-trip time ratios, one group of bars per model. The axis is
 * logarithmic (the ratios run from about 1x to a few hundred x) and the 1.00x line, the
 * baseline of each group, is drawn across.
 */
final class Chart {
    private static final int LABEL_WIDTH = 230;
    private static final int PLOT_WIDTH = 520;
    private static final int BAR = 16;
    private static final int GAP = 4;
    private static final double MIN_RATIO = 0.5;
    private static final double MAX_RATIO = 1000;

    private Chart() {
    }

    /** @param groups title of each model -> approach -> round-trip time as a ratio to the model's baseline */
    static String svg(Map<String, Map<String, Double>> groups, String caption) {
        StringBuilder bars = new StringBuilder();
        int y = 40;
        for (Map.Entry<String, Map<String, Double>> group : groups.entrySet()) {
            bars.append(text(10, y, group.getKey(), "font-weight:bold"));
            y += 8;
            for (Map.Entry<String, Double> bar : group.getValue().entrySet()) {
                double ratio = bar.getValue();
                int width = Math.max(1, (int) Math.round(x(ratio)));
                String color = ratio <= 1.0 ? "#2a7ab0" : "#d9822b";
                bars.append(text(10, y + BAR - 4, bar.getKey(), ""));
                bars.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>%n",
                        LABEL_WIDTH, y, width, BAR, color));
                bars.append(text(LABEL_WIDTH + width + 4, y + BAR - 4, String.format(Locale.ROOT, "%.2fx", ratio), ""));
                y += BAR + GAP;
            }
            y += 22;
        }
        int height = y + 10;
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " font-family=\"sans-serif\" font-size=\"12\">%n", LABEL_WIDTH + PLOT_WIDTH + 80, height));
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        svg.append(text(10, 20, caption, "font-size:13px"));
        for (double tick : new double[] {1, 2, 5, 10, 100, 1000}) {
            int at = LABEL_WIDTH + (int) Math.round(x(tick));
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"28\" x2=\"%d\" y2=\"%d\" stroke=\"%s\"/>%n", at, at,
                    height - 10, tick == 1 ? "#333" : "#ddd"));
            svg.append(text(at - 8, height - 1, String.format(Locale.ROOT, "%.0fx", tick), "fill:#666"));
        }
        return svg.append(bars).append("</svg>\n").toString();
    }

    private static double x(double ratio) {
        double clamped = Math.max(MIN_RATIO, Math.min(MAX_RATIO, ratio));
        return PLOT_WIDTH * Math.log(clamped / MIN_RATIO) / Math.log(MAX_RATIO / MIN_RATIO);
    }

    private static String text(int x, int y, String content, String style) {
        String escaped = content.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
        return String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\"%s>%s</text>%n", x, y,
                style.isEmpty() ? "" : " style=\"" + style + "\"", escaped);
    }
}
