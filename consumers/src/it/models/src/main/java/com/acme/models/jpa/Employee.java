package com.acme.models.jpa;

import dev.marshalled.Marshalled;
import jakarta.persistence.Entity;
import jakarta.persistence.ManyToOne;
import java.math.BigDecimal;
import java.time.LocalDate;

@Marshalled(id = 102)
@Entity
public class Employee extends BaseEntity {

    private String firstName;

    private String lastName;

    private LocalDate hiredOn;

    private BigDecimal salary;

    @ManyToOne
    private Department department;

    @ManyToOne
    private Employee manager;

    protected Employee() {
    }

    public Employee(String firstName, String lastName, LocalDate hiredOn) {
        this.firstName = firstName;
        this.lastName = lastName;
        this.hiredOn = hiredOn;
    }

    public String getFirstName() {
        return firstName;
    }

    public String getLastName() {
        return lastName;
    }

    public String getFullName() {
        return firstName + " " + lastName;
    }

    public LocalDate getHiredOn() {
        return hiredOn;
    }

    public BigDecimal getSalary() {
        return salary;
    }

    public void raiseTo(BigDecimal salary) {
        this.salary = salary;
    }

    public Department getDepartment() {
        return department;
    }

    void assignTo(Department department) {
        this.department = department;
    }

    public Employee getManager() {
        return manager;
    }

    public void reportTo(Employee manager) {
        this.manager = manager;
    }
}
