// Missing `;` after a class, a declaration and a statement: each is
// reported and parsing resumes at the next declaration or statement.
struct A { int x; }
int b = 1
int f() {
    int c = 2
    return c;
}
int after_errors = 3;
