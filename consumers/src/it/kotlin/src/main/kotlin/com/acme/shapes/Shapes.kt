package com.acme.shapes

import dev.marshalled.Marshalled
import dev.marshalled.Polymorphic

/**
 * kapt shows javac this sealed interface without its subclasses, so fields of it are @Polymorphic and every
 * class they may hold has an id (written as the field's type id, found through Marshallers.global()).
 */
sealed interface Shape

@Marshalled(id = 1)
data class Circle(val x: Double, val y: Double, val radius: Double) : Shape

@Marshalled(id = 2)
data class Rectangle(val width: Double, val height: Double, val label: String?) : Shape

@Marshalled(id = 3)
data object Blank : Shape

/** A sealed class with state in the base: the subclass's fields and the inherited one are all written. */
sealed class Stroke(val width: Float)

@Marshalled(id = 4)
class Dashed(width: Float, val dash: Float) : Stroke(width) {
    override fun equals(other: Any?): Boolean = other is Dashed && width == other.width && dash == other.dash
    override fun hashCode(): Int = dash.hashCode()
    override fun toString(): String = "Dashed($width, $dash)"
}

@Marshalled(id = 5)
class Solid(width: Float) : Stroke(width) {
    override fun equals(other: Any?): Boolean = other is Solid && width == other.width
    override fun hashCode(): Int = width.hashCode()
    override fun toString(): String = "Solid($width)"
}

@Marshalled
data class Drawing(
    val name: String,
    @Polymorphic val background: Shape,
    @Polymorphic val highlight: Shape?,
    @Polymorphic val shapes: List<Shape>,
    @Polymorphic val stroke: Stroke,
)
