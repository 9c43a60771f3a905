// Stray tokens among class members: each is reported, the members around
// them are kept, and the class still ends where its brace is.
struct S {
    int a;
    ) ;
    int b;
    + 3;
    void f() { a = b; }
};
S s;
