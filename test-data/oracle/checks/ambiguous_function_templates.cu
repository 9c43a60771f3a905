// Two distinct function templates of one shape (each parameter one of its
// own type parameters, by value or as a forwarding reference) take a call
// equally: neither is more specialized, and EDG finds the call ambiguous.
// The usual way: a `move` declared again in an inline namespace of `std`,
// beside the standard library's. The templates are listed by their
// signatures as written, those of the inline namespace first; a candidate
// of another arity gets a #3322 note.

#include <utility>

namespace std {
inline namespace mine {
template <class T> struct remove_reference { typedef T type; };
template <class T> typename remove_reference<T>::type &&move(T &&t);
}
}

namespace tools {
template <class T> T &&pass(T &&t);
inline namespace v1 {
template <class T> struct wrap { typedef T type; };
template <class T> typename wrap<T>::type &&pass(T &&t);
}
template <class T> void pass(T a, T b, T c);
}

struct Value { int x; };
void take(Value v);

void calls() {
    Value a, b;
    take(std::move(a));
    take(tools::pass(b));
}
