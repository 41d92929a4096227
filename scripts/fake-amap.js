/* global window, document */
/* eslint-disable @typescript-eslint/no-this-alias -- ES5 on purpose, like the script it stands in for: no arrow functions. */
// A stand-in for AMap JS API 2.0, for tests only: the end-to-end server hands its URL to the web app
// (AMAP_JS_URL, served by fake-host-server.ts on 127.0.0.1) and the web unit tests evaluate it in jsdom, so
// no test ever reaches AMap. It implements only what apps/web/src/components/map/amap/amap-types.ts lists:
// Map, Marker, Polyline, InfoWindow, Pixel, LngLat, Scale, AutoComplete, PlaceSearch and plugin(). The map
// is drawn plainly (Web Mercator, no tiles) so a screenshot shows where things are; a place search knows a
// few names. Loaded like AMap's script: ?v=&key=&plugin=&callback=, calling back window[callback]() when
// ready, or window[callback](error) for a key it refuses ('bad-key').
(function () {
  'use strict';
  var TILE = 256;

  function LngLat(lng, lat) {
    this.lng = Number(lng);
    this.lat = Number(lat);
  }
  LngLat.prototype.getLng = function () {
    return this.lng;
  };
  LngLat.prototype.getLat = function () {
    return this.lat;
  };
  function toLngLat(position) {
    if (position instanceof LngLat) return position;
    if (Array.isArray(position)) return new LngLat(position[0], position[1]);
    return new LngLat(position.lng, position.lat);
  }

  function Pixel(x, y) {
    this.x = x;
    this.y = y;
  }

  // Web Mercator, in pixels of the whole world at a zoom.
  function project(lngLat, zoom) {
    var size = TILE * Math.pow(2, zoom);
    var sin = Math.sin((lngLat.lat * Math.PI) / 180);
    return { x: ((lngLat.lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
  }
  function unproject(point, zoom) {
    var size = TILE * Math.pow(2, zoom);
    var lng = (point.x / size) * 360 - 180;
    var n = Math.PI - (2 * Math.PI * point.y) / size;
    return new LngLat(lng, (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))));
  }

  function Events() {
    this.handlers = {};
  }
  Events.prototype.on = function (name, handler) {
    (this.handlers[name] = this.handlers[name] || []).push(handler);
  };
  Events.prototype.emit = function (name, event) {
    (this.handlers[name] || []).slice().forEach(function (handler) {
      handler(event || {});
    });
  };

  function Map(container, options) {
    Events.call(this);
    options = options || {};
    this.container = container;
    this.centre = toLngLat(options.center || [116.397428, 39.90923]);
    this.zoom = options.zoom || 10;
    this.zooms = options.zooms || [3, 18];
    this.overlays = [];
    this.root = document.createElement('div');
    this.root.className = 'amap-container fake-amap';
    this.root.setAttribute('data-fake-amap', 'map');
    this.root.style.cssText = 'position:absolute;inset:0;overflow:hidden;background:#eef3e8;';
    this.svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    this.svg.setAttribute('class', 'amap-overlays');
    this.svg.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;pointer-events:none;';
    this.markers = document.createElement('div');
    this.markers.className = 'amap-markers';
    this.markers.style.cssText = 'position:absolute;inset:0;';
    this.controls = document.createElement('div');
    this.controls.className = 'amap-controls';
    this.root.appendChild(this.svg);
    this.root.appendChild(this.markers);
    this.root.appendChild(this.controls);
    container.appendChild(this.root);
    var map = this;
    this.onClick = function (event) {
      var box = map.root.getBoundingClientRect();
      map.emit('click', { lnglat: map.lngLatAt(event.clientX - box.left, event.clientY - box.top) });
    };
    this.root.addEventListener('click', this.onClick);
    setTimeout(function () {
      map.emit('complete');
    }, 0);
  }
  Map.prototype = Object.create(Events.prototype);
  Map.prototype.size = function () {
    return { width: this.container.clientWidth || 300, height: this.container.clientHeight || 200 };
  };
  Map.prototype.pixelOf = function (position) {
    var size = this.size();
    var at = project(toLngLat(position), this.zoom);
    var centre = project(this.centre, this.zoom);
    return { x: at.x - centre.x + size.width / 2, y: at.y - centre.y + size.height / 2 };
  };
  Map.prototype.lngLatAt = function (x, y) {
    var size = this.size();
    var centre = project(this.centre, this.zoom);
    return unproject({ x: centre.x + x - size.width / 2, y: centre.y + y - size.height / 2 }, this.zoom);
  };
  Map.prototype.redraw = function () {
    var map = this;
    this.overlays.forEach(function (overlay) {
      overlay.draw(map);
    });
    if (this.info) this.info.draw(this);
    this.controls.querySelectorAll('[data-fake-amap="scale"]').forEach(function (scale) {
      scale.textContent = map.scaleText();
    });
  };
  Map.prototype.scaleText = function () {
    // Metres per pixel at the centre, for a 60 px bar.
    var metres = ((40075016.686 * Math.cos((this.centre.lat * Math.PI) / 180)) / (TILE * Math.pow(2, this.zoom))) * 60;
    return metres >= 1000 ? Math.round(metres / 100) / 10 + ' 公里' : Math.round(metres) + ' 米';
  };
  Map.prototype.add = function (overlays) {
    var map = this;
    [].concat(overlays).forEach(function (overlay) {
      if (map.overlays.indexOf(overlay) < 0) map.overlays.push(overlay);
      overlay.attach(map);
    });
  };
  Map.prototype.remove = function (overlays) {
    var map = this;
    [].concat(overlays).forEach(function (overlay) {
      map.overlays = map.overlays.filter(function (other) {
        return other !== overlay;
      });
      overlay.detach();
    });
  };
  Map.prototype.addControl = function (control) {
    control.attach(this);
  };
  Map.prototype.setZoomAndCenter = function (zoom, centre) {
    this.zoom = Math.max(this.zooms[0], Math.min(this.zooms[1], zoom));
    this.centre = toLngLat(centre);
    this.redraw();
    this.emit('zoomend');
    this.emit('moveend');
  };
  Map.prototype.setCenter = function (centre) {
    this.centre = toLngLat(centre);
    this.redraw();
    this.emit('moveend');
  };
  Map.prototype.getCenter = function () {
    return new LngLat(this.centre.lng, this.centre.lat);
  };
  Map.prototype.getZoom = function () {
    return this.zoom;
  };
  Map.prototype.zoomIn = function () {
    this.setZoomAndCenter(this.zoom + 1, this.centre);
  };
  Map.prototype.zoomOut = function () {
    this.setZoomAndCenter(this.zoom - 1, this.centre);
  };
  Map.prototype.setFitView = function (overlays, immediately, avoid, maxZoom) {
    var points = [];
    (overlays || this.overlays).forEach(function (overlay) {
      points = points.concat(overlay.points());
    });
    if (points.length === 0) return;
    avoid = avoid || [0, 0, 0, 0];
    var size = this.size();
    var zoom = maxZoom || this.zooms[1];
    for (; zoom > this.zooms[0]; zoom -= 1) {
      var xs = points.map(function (point) {
        return project(point, zoom).x;
      });
      var ys = points.map(function (point) {
        return project(point, zoom).y;
      });
      var fitsWide = Math.max.apply(null, xs) - Math.min.apply(null, xs) <= size.width - avoid[1] - avoid[3];
      var fitsHigh = Math.max.apply(null, ys) - Math.min.apply(null, ys) <= size.height - avoid[0] - avoid[2];
      if (fitsWide && fitsHigh) break;
    }
    var lngs = points.map(function (point) {
      return point.lng;
    });
    var lats = points.map(function (point) {
      return point.lat;
    });
    var centre = new LngLat((Math.min.apply(null, lngs) + Math.max.apply(null, lngs)) / 2, (Math.min.apply(null, lats) + Math.max.apply(null, lats)) / 2);
    this.setZoomAndCenter(zoom, centre);
  };
  Map.prototype.resize = function () {
    this.redraw();
  };
  Map.prototype.destroy = function () {
    this.root.removeEventListener('click', this.onClick);
    this.root.remove();
    this.overlays = [];
    this.handlers = {};
  };

  function Marker(options) {
    Events.call(this);
    this.position = toLngLat(options.position);
    this.content = options.content || document.createElement('div');
    this.offset = options.offset || new Pixel(0, 0);
    this.element = document.createElement('div');
    this.element.className = 'amap-marker';
    this.element.setAttribute('data-fake-amap', 'marker');
    this.element.style.cssText = 'position:absolute;z-index:' + (options.zIndex || 100) + ';';
    this.element.appendChild(this.content);
    var marker = this;
    this.element.addEventListener('click', function (event) {
      event.stopPropagation();
      marker.emit('click', { lnglat: marker.position, target: marker });
    });
  }
  Marker.prototype = Object.create(Events.prototype);
  Marker.prototype.attach = function (map) {
    this.map = map;
    map.markers.appendChild(this.element);
    this.draw(map);
  };
  Marker.prototype.detach = function () {
    this.element.remove();
    this.map = null;
  };
  Marker.prototype.draw = function (map) {
    var at = map.pixelOf(this.position);
    this.element.style.left = at.x + this.offset.x + 'px';
    this.element.style.top = at.y + this.offset.y + 'px';
  };
  Marker.prototype.points = function () {
    return [this.position];
  };
  Marker.prototype.setPosition = function (position) {
    this.position = toLngLat(position);
    if (this.map) this.draw(this.map);
  };
  Marker.prototype.getPosition = function () {
    return this.position;
  };
  Marker.prototype.setMap = function (map) {
    if (map) map.add(this);
    else if (this.map) this.map.remove(this);
  };

  function Polyline(options) {
    Events.call(this);
    this.path = (options.path || []).map(toLngLat);
    this.element = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
    this.element.setAttribute('data-fake-amap', 'polyline');
    this.element.setAttribute('fill', 'none');
    this.element.setAttribute('stroke', options.strokeColor || '#1677ff');
    this.element.setAttribute('stroke-width', String(options.strokeWeight || 4));
    this.element.setAttribute('stroke-opacity', String(options.strokeOpacity || 1));
    this.element.setAttribute('stroke-linejoin', 'round');
  }
  Polyline.prototype = Object.create(Events.prototype);
  Polyline.prototype.attach = function (map) {
    this.map = map;
    map.svg.appendChild(this.element);
    this.draw(map);
  };
  Polyline.prototype.detach = function () {
    this.element.remove();
    this.map = null;
  };
  Polyline.prototype.draw = function (map) {
    this.element.setAttribute(
      'points',
      this.path
        .map(function (point) {
          var at = map.pixelOf(point);
          return at.x.toFixed(1) + ',' + at.y.toFixed(1);
        })
        .join(' '),
    );
  };
  Polyline.prototype.points = function () {
    return this.path;
  };
  Polyline.prototype.setMap = Marker.prototype.setMap;

  function InfoWindow(options) {
    this.content = options.content;
    this.offset = options.offset || new Pixel(0, 0);
    this.element = document.createElement('div');
    this.element.className = 'amap-info';
    this.element.setAttribute('data-fake-amap', 'info');
    this.element.style.cssText = 'position:absolute;z-index:300;transform:translate(-50%,-100%);';
    this.element.appendChild(this.content);
  }
  InfoWindow.prototype.open = function (map, position) {
    if (map.info && map.info !== this) map.info.close();
    this.map = map;
    this.position = toLngLat(position);
    map.info = this;
    map.markers.appendChild(this.element);
    this.draw(map);
  };
  InfoWindow.prototype.draw = function (map) {
    var at = map.pixelOf(this.position);
    this.element.style.left = at.x + this.offset.x + 'px';
    this.element.style.top = at.y + this.offset.y + 'px';
  };
  InfoWindow.prototype.close = function () {
    this.element.remove();
    if (this.map && this.map.info === this) this.map.info = null;
  };

  function Scale() {}
  Scale.prototype.attach = function (map) {
    var scale = document.createElement('div');
    scale.className = 'amap-scale';
    scale.setAttribute('data-fake-amap', 'scale');
    scale.style.cssText = 'position:absolute;left:8px;bottom:8px;padding:0 4px;font-size:11px;background:#fff;border:1px solid #666;border-top:none;';
    scale.textContent = map.scaleText();
    map.controls.appendChild(scale);
  };

  // The places the stand-in knows, GCJ-02 (the demo network's 科技园 and 深圳北站 stations and a few more).
  var PLACES = [
    { id: 'B0FFTEST01', name: '科技园', address: '深南大道', adname: '南山区', cityname: '深圳市', lng: 113.953, lat: 22.5405 },
    { id: 'B0FFTEST02', name: '科技园地铁站', address: '深南大道与科技中一路交汇处', adname: '南山区', cityname: '深圳市', lng: 113.9535, lat: 22.5408 },
    { id: 'B0FFTEST03', name: '深圳北站', address: '民治街道', adname: '龙华区', cityname: '深圳市', lng: 114.0295, lat: 22.6097 },
    { id: 'B0FFTEST04', name: '市民中心', address: '福中三路', adname: '福田区', cityname: '深圳市', lng: 114.0596, lat: 22.5431 },
    { id: 'B0FFTEST05', name: '南京南站', address: '玉兰路', adname: '雨花台区', cityname: '南京市', lng: 118.7976, lat: 31.9688 },
  ];
  function matching(keyword, city, isCityLimited) {
    return PLACES.filter(function (place) {
      if (place.name.indexOf(keyword) < 0) return false;
      return !isCityLimited || !city || place.cityname.indexOf(city) === 0 || city.indexOf(place.cityname) === 0;
    });
  }
  function later(callback) {
    setTimeout(callback, 30);
  }

  function AutoComplete(options) {
    this.options = options || {};
  }
  AutoComplete.prototype.search = function (keyword, callback) {
    var found = matching(String(keyword).trim(), this.options.city, this.options.citylimit);
    later(function () {
      if (found.length === 0) return callback('no_data', { info: 'NO_DATA', count: 0, tips: [] });
      callback('complete', {
        info: 'OK',
        count: found.length,
        tips: found.map(function (place) {
          return { id: place.id, name: place.name, district: place.cityname + place.adname, adcode: '440305', address: place.address, location: new LngLat(place.lng, place.lat) };
        }),
      });
    });
  };

  function PlaceSearch(options) {
    this.options = options || {};
  }
  PlaceSearch.prototype.search = function (keyword, callback) {
    var found = matching(String(keyword).trim(), this.options.city, this.options.citylimit).slice(0, this.options.pageSize || 10);
    later(function () {
      if (found.length === 0) return callback('no_data', { info: 'NO_DATA', poiList: { pois: [], count: 0 } });
      callback('complete', {
        info: 'OK',
        poiList: {
          count: found.length,
          pois: found.map(function (place) {
            return { id: place.id, name: place.name, address: place.address, adname: place.adname, cityname: place.cityname, location: new LngLat(place.lng, place.lat) };
          }),
        },
      });
    });
  };

  var script = document.currentScript;
  var params = new URLSearchParams(script && script.src ? script.src.split('?')[1] || '' : '');
  var AMap = {
    version: '2.0-fake',
    Map: Map,
    Marker: Marker,
    Polyline: Polyline,
    InfoWindow: InfoWindow,
    Pixel: Pixel,
    LngLat: LngLat,
    Scale: Scale,
    AutoComplete: AutoComplete,
    PlaceSearch: PlaceSearch,
    plugin: function (names, callback) {
      setTimeout(callback, 0);
    },
  };
  var callbackName = params.get('callback');
  if (params.get('key') === 'bad-key') {
    if (callbackName && typeof window[callbackName] === 'function') window[callbackName](new Error('INVALID_USER_KEY'));
    return;
  }
  window.AMap = AMap;
  if (callbackName && typeof window[callbackName] === 'function') window[callbackName]();
})();
