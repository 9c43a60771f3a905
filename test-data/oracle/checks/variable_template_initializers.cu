// A variable template's initializer is checked where it is written for
// what does not wait for its arguments: names nothing declares, and too
// many values for a type that is not a template parameter's.
template <class T> T dependent_values(1, 2);
template <class T> float too_many(1, 2);
template <class T> float undeclared = no_such_value;
template <class T> T undeclared_too = no_such_other;
template <class T> float both(not_declared_either, 1);
template <class T> int braced{1, 2};
template <int N> int from_parameter = N * 2;
template <class T> float a_function_template(T(int));
template <class T, int N> T array_of[N] = {};
