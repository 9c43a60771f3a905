// A template argument list that does not end where its arguments do:
// "expected a ">"", and EDG goes on after the list's ">" (one error each).
template <class T> struct Foo;
template <class T> struct Foo<T()> {};
template <class T>
struct Foo<T __stdcall_like()> {};
template <class T>
struct Foo<T x> {};
Foo<int y> *p;
int after = 1;
