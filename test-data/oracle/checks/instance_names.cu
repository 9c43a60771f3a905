// How the context of an error in a template instance names the instance: a
// function template whose parameters do not name every template parameter
// lists them all after its name (bar<T>, baz<T,U>); a member of a class
// template names the class with its parameters (ETI<T>::call, Two<T, N>::f).
int pick(long);
int pick(unsigned long);
template <class T> void bar() { T x = 0; pick(x); }
template <class T, class U> void baz(U) { T x = 0; pick(x); }
template <class T> void deduced(T x) { pick(x); }
template <class T> struct ETI {
    int call(T x) { return pick(x); }
    void other() { T y = 0; pick(y); }
};
template <class T, int N> struct Two { void f(T x) { pick(x); } };
void k() {
    bar<int>();
    baz<int>(1.0f);
    deduced('c');
    ETI<short> e;
    e.call(1);
    e.other();
    Two<char, 3> t;
    t.f(1);
}
