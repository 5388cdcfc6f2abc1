package com.acme.models;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.acme.models.jpa.Department;
import com.acme.models.jpa.DepartmentMarshaller;
import com.acme.models.jpa.Employee;
import com.acme.models.jpa.EmployeeMarshaller;
import dev.marshalled.runtime.MarshalException;
import dev.marshalled.runtime.Marshaller;
import dev.marshalled.runtime.Marshallers;
import dev.marshalled.runtime.UnsafeBuffer;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * Department and Employee keep no identity, so a department whose employees point back at it is a cycle
 * that cannot be written: every way of writing it throws MarshalException, never StackOverflowError,
 * and leaves the buffer as it was.
 */
class CyclesWithoutReferencesTest {

    private static final Marshallers REGISTRY = Marshallers.of(DepartmentMarshaller.INSTANCE, EmployeeMarshaller.INSTANCE);

    private static Department departmentWithStaff() {
        Department department = new Department("Research", "CC-42");
        department.hire(new Employee("Grace", "Hopper", LocalDate.of(1943, 12, 1)));
        department.hire(new Employee("Alan", "Kay", LocalDate.of(1970, 7, 1)));
        return department;
    }

    private static <T> void assertEveryWriteRefuses(Marshaller<T> marshaller, T value) {
        assertAll(
                () -> assertThrowsMarshalException("sizeOf", () -> marshaller.sizeOf(value)),
                () -> {
                    UnsafeBuffer buffer = new UnsafeBuffer(16);
                    buffer.putLong(42L);
                    assertThrowsMarshalException("write", () -> marshaller.write(value, buffer));
                    assertEquals(8, buffer.writeIndex(), "a failed write leaves the write index where it was");
                },
                () -> {
                    UnsafeBuffer fixed = UnsafeBuffer.wrap(new byte[1 << 16]);
                    fixed.clear();
                    assertThrowsMarshalException("write to a fixed-size buffer", () -> marshaller.write(value, fixed));
                },
                () -> assertThrowsMarshalException("Marshaller.toByteArray", () -> marshaller.toByteArray(value)),
                () -> assertThrowsMarshalException("Marshallers.toByteArray", () -> REGISTRY.toByteArray(value)),
                () -> {
                    UnsafeBuffer messages = new UnsafeBuffer(16);
                    assertThrowsMarshalException("Marshallers.writeMessage", () -> REGISTRY.writeMessage(value, messages));
                    assertEquals(0, messages.writeIndex());
                },
                () -> assertThrowsMarshalException("Marshallers.sizeOfValue", () -> REGISTRY.sizeOfValue(value)));
    }

    private static void assertThrowsMarshalException(String operation, Executable write) {
        // Throwable, not Exception: a StackOverflowError must fail the test, not escape it.
        Throwable thrown = null;
        try {
            write.run();
        } catch (Throwable t) {
            thrown = t;
        }
        if (thrown instanceof StackOverflowError) {
            throw new AssertionError(operation + ": a cycle overflowed the stack instead of throwing MarshalException",
                    thrown);
        }
        if (!(thrown instanceof MarshalException)) {
            throw new AssertionError(operation + ": expected a MarshalException, got " + thrown, thrown);
        }
    }

    @FunctionalInterface
    private interface Executable {
        void run() throws Throwable;
    }

    @Test
    void departmentWhoseEmployeesPointBack() {
        assertEveryWriteRefuses(DepartmentMarshaller.INSTANCE, departmentWithStaff());
    }

    @Test
    void employeeOfSuchADepartment() {
        Employee employee = departmentWithStaff().getEmployees().get(1);
        assertEveryWriteRefuses(EmployeeMarshaller.INSTANCE, employee);
    }

    @Test
    void employeeWhoIsHerOwnManager() {
        Employee founder = new Employee("Ada", "Lovelace", LocalDate.of(1842, 1, 1));
        founder.reportTo(founder);
        assertEveryWriteRefuses(EmployeeMarshaller.INSTANCE, founder);
    }

    @Test
    void longerCycleThroughManagers() {
        Employee a = new Employee("A", "One", LocalDate.of(2000, 1, 1));
        Employee b = new Employee("B", "Two", LocalDate.of(2000, 1, 2));
        Employee c = new Employee("C", "Three", LocalDate.of(2000, 1, 3));
        a.reportTo(b);
        b.reportTo(c);
        c.reportTo(a);
        assertEveryWriteRefuses(EmployeeMarshaller.INSTANCE, a);
    }

    @Test
    void sharedButAcyclicIsWrittenTwice() {
        Employee boss = new Employee("Grace", "Hopper", LocalDate.of(1943, 12, 1));
        Department department = new Department("Research", "CC-42");
        Employee one = new Employee("A", "One", LocalDate.of(2000, 1, 1));
        Employee two = new Employee("B", "Two", LocalDate.of(2000, 1, 2));
        one.reportTo(boss);
        two.reportTo(boss);
        RoundTrips.set(department, "employees", new java.util.ArrayList<>(java.util.List.of(one, two)));
        Department copy = RoundTrips.roundTrip(DepartmentMarshaller.INSTANCE, department);
        org.junit.jupiter.api.Assertions.assertNotSame(copy.getEmployees().get(0).getManager(),
                copy.getEmployees().get(1).getManager());
        Object message = REGISTRY.fromByteArray(REGISTRY.toByteArray(department));
        FieldByField.assertSameFields(department, message);
    }
}
