// A template argument nobody declared, in a type outside functions:
// "identifier is undefined" (in initializers it is judged with the
// initializer's other names).
template <class T> struct Box {};
template <class T> int make() { return 1; }
int in_sizeof = sizeof(Box<Z1>);
int in_call = make<Z2>();
Box<Z3> variable;
Box<Z4> function(Box<Z5> parameter);
typedef Box<Z6> Alias;
using Alias2 = Box<Z7>;
struct Derived : Box<Z8> {};
Box<int> fine;
template <class U> struct Holder { Box<U> inner; };
