// A template argument list that is never closed, and a missing type:
// recovery stops at the end of the declaration.
template <typename T, int N> struct arr { T data[N]; };
arr<int, 3 x;
template <typename T> struct ok { T t; };
ok<> bad;
ok<int> good;
