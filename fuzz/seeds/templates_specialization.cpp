// Primary templates, partial and explicit specialisations, explicit
// instantiations (also extern), and member templates defined outside.
template <typename T, typename U = int> struct pair_like { T a; U b; };
template <typename T> struct pair_like<T, T> { T both[2]; };
template <typename T> struct pair_like<T *, int> { T *p; };
template <> struct pair_like<bool, bool> { unsigned bits : 2; };
template <class T> struct box {
    template <class U> U convert() const;
    T value;
};
template <class T> template <class U> U box<T>::convert() const { return U(value); }
template <typename T> T twice(T x) { return x + x; }
template <> float twice<float>(float x) { return 2.0f * x; }
template int twice<int>(int);
extern template double twice(double);
template struct box<long>;
